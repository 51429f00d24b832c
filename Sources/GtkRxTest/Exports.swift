// `import GtkRxTest` gives the virtual-time kit (TestScheduler, hot and cold observables) too,
// as RxTest does. `@_exported` is the compiler's way to re-export a module.

@_exported import GtkRxVirtualTime
