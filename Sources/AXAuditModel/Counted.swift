/// `1 file`, `3 files`: a number and its noun, as summaries and messages say
/// it. `plural` is for a noun whose plural is not the noun and an `s`
/// (`entry`, `entries`).
package func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
}
