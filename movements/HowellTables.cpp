// SPDX-License-Identifier: GPL-3.0-or-later
// The best direction sequences found for cyclic Howells (see movements/Howell.h): "+" a moving
// pair holds the North-South cards, "-" the East-West cards, k = 0..2T-2 places after its
// starting position. "deviation" is sequenceDeviation(): 0 is perfect balance; for odd T the
// least possible is T-1 (and that is the least for any Howell, cyclic or not: see
// docs/movements.md). Found by searchDirectionSequence(): Hadamard difference sets for
// T = 4, 6, 8, 10, 12, 16, 18, an exhaustive search up to T = 11, simulated annealing (seed 1)
// above. Regenerate with `overplay-cli movement search-howell`.

namespace overplay::movements {

const char* storedDirectionSequence(int tables) {
    switch (tables) {
    case 4: // deviation 0
        return "+++-+--";
    case 5: // deviation 4
        return "++++-+---";
    case 6: // deviation 0
        return "++-+++---+-";
    case 7: // deviation 6
        return "+++-+++-+----";
    case 8: // deviation 0
        return "---+--++-+-++++";
    case 9: // deviation 8
        return "+++-+++-++-+-----";
    case 10: // deviation 0
        return "++--++++-+-+----++-";
    case 11: // deviation 10
        return "+++-++-++-+-+++------";
    case 12: // deviation 0
        return "+++++-+-++--++--+-+----";
    case 13: // deviation 12
        return "--+-+-+++---+++++-++--+--";
    case 14: // deviation 8
        return "+++++--+-++-++++---+---+---";
    case 15: // deviation 14
        return "+-+++-++-+--+---+---++++---++";
    case 16: // deviation 0
        return "+++-++-++++---+-+-+++----+--+--";
    case 17: // deviation 16
        return "++---+--+++----++-+---+-+-++++++-";
    case 18: // deviation 0
        return "--+--++-+-+----+--+++-+++++---+++-+";
    case 19: // deviation 18
        return "-+----++--+-+-+++--+--+-++++++--++--+";
    case 20: // deviation 24
        return "--+--++++--+-+++++--++--+---++-+-+-++--";
    default:
        return nullptr;
    }
}

} // namespace overplay::movements
