/// A small, fast, deterministic pseudo-random generator (SplitMix64), so that a seed reproduces
/// a case exactly on every machine and in every build.
///
/// Not `Foundation`'s or the standard library's system generator: those are not seedable.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose whole output follows from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The generator of case `index` of a run seeded with `seed`: each case has its own stream,
    /// so one case can be rerun alone (`--case`) without generating the ones before it.
    init(seed: UInt64, caseIndex: UInt64) {
        var mixer = SplitMix64(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
        let base = mixer.next()
        self.init(seed: base &+ caseIndex &* 0xD1B5_4A32_D192_ED03)
        _ = next()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly random integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// `true` with probability `numerator / denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        int(in: 0...(denominator - 1)) < numerator
    }

    /// A uniformly random element of `choices`, which must not be empty.
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(in: 0...(choices.count - 1))]
    }
}
