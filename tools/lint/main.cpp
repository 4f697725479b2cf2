// Temporary until the linter lands.
int main() { return 0; }
