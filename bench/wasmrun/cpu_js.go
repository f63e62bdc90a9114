//go:build js && wasm

package main

import (
	"syscall/js"
	"time"
)

// cpuTime is the CPU time (user and system) node's process.cpuUsage reports.
func cpuTime() time.Duration {
	u := js.Global().Get("process").Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
