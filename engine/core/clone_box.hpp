// Value semantics for a polymorphic object that can clone itself, so the structures holding one
// (a Unit, a Match) stay copyable: replay and undo copy whole game states.
#pragma once

#include <memory>
#include <utility>

namespace hexfire {

// T must have `std::unique_ptr<T> clone() const`.
template <class T>
class CloneBox {
 public:
  CloneBox() = default;
  explicit CloneBox(std::unique_ptr<T> p) : p_(std::move(p)) {}
  CloneBox(const CloneBox& o) : p_(o.p_ ? o.p_->clone() : nullptr) {}
  CloneBox& operator=(const CloneBox& o) {
    if (this != &o) p_ = o.p_ ? o.p_->clone() : nullptr;
    return *this;
  }
  CloneBox(CloneBox&&) noexcept = default;
  CloneBox& operator=(CloneBox&&) noexcept = default;

  explicit operator bool() const { return p_ != nullptr; }
  const T* get() const { return p_.get(); }
  T* get() { return p_.get(); }
  const T* operator->() const { return p_.get(); }
  T* operator->() { return p_.get(); }

 private:
  std::unique_ptr<T> p_;
};

}  // namespace hexfire
