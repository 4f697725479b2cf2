// Temporary entry point while the front end is being built.
int main() { return 0; }
