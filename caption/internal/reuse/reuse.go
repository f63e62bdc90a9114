// Package reuse holds what the parser's packages keep from one call to the next, so
// that a caption costs few allocations: arrays that results are cut from, and values
// kept for the next call. Nothing here does any work at start-up: every wasm call is a
// fresh instance.
package reuse

import (
	"sync"
	"sync/atomic"
)

// Cut returns an empty slice with room for n values, cut from the array *rest, and a
// new array of max(n, size) values when it has less room. Its capacity ends where the
// next cut begins, so that an append by the caller moves it rather than write over
// another caller's values.
func Cut[T any](rest *[]T, n, size int) []T {
	if len(*rest) < n {
		*rest = make([]T, max(n, size))
	}
	s := (*rest)[:0:n]
	*rest = (*rest)[n:]
	return s
}

// Spare keeps values of T for the next call: one spare, taken and given back with one
// atomic operation each, which is all a caller that parses one caption at a time (a
// wasm instance) needs; calls at the same time use the pool. The zero Spare is ready.
type Spare[T any] struct {
	spare atomic.Pointer[T]
	pool  sync.Pool
}

// Get returns a kept value, or a new zero one.
func (s *Spare[T]) Get() *T {
	if v := s.spare.Swap(nil); v != nil {
		return v
	}
	if v, ok := s.pool.Get().(*T); ok {
		return v
	}
	return new(T)
}

// Put keeps v for a next Get.
func (s *Spare[T]) Put(v *T) {
	if !s.spare.CompareAndSwap(nil, v) {
		s.pool.Put(v)
	}
}
