// PLACEHOLDER: the hand-written C GTK baseline, filled in by the benchmark work.
int main(void) { return 0; }
