/// The elements of the longest strictly increasing subsequence of `values`, in O(n log n): the
/// rows an update can leave where they are while the others move around them.
package func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    var steps = 0
    return longestIncreasingSubsequence(values, steps: &steps)
}

/// The elements of the longest strictly increasing subsequence of `values`, adding to `steps`
/// one per value and per step of its search. A value larger than every earlier one (as in the
/// usual update, where most elements keep their order) ends the longest subsequence found so far
/// without a search, so that values mostly in order take O(n).
package func longestIncreasingSubsequence(_ values: [Int], steps: inout Int) -> [Int] {
    // tails[k]: the index in `values` of the smallest last element of an increasing
    // subsequence of length k + 1; previous[i]: the index before i in the subsequence ending at i.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        steps += 1
        var low = 0
        if let last = tails.last, values[last] < value {
            low = tails.count
        } else {
            var high = tails.count
            while low < high {
                steps += 1
                let middle = (low + high) / 2
                if values[tails[middle]] < value {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
        }
        if low > 0 {
            previous[index] = tails[low - 1]
        }
        if low == tails.count {
            tails.append(index)
        } else {
            tails[low] = index
        }
    }
    var result: [Int] = []
    result.reserveCapacity(tails.count)
    var index = tails.last ?? -1
    while index >= 0 {
        steps += 1
        result.append(values[index])
        index = previous[index]
    }
    return result.reversed()
}
