// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/PaleyHowell.h"

#include "movements/Howell.h"
#include "movements/Validator.h"
#include "movements/detail/HowellSearch.h"
#include "movements/detail/HowellSearchTools.h"

#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace overplay::movements {

namespace {

/// GF(q) for q = p or p³, elements 0..q−1 (base-p digits are the polynomial coefficients).
class Field {
public:
    explicit Field(int q) : m_q(q) {
        m_p = q;
        m_degree = 1;
        for (int p : {2, 3, 5, 7}) // q = p³ below 40: 8 and 27
            if (p * p * p == q) {
                m_p = p;
                m_degree = 3;
            }
        m_add.assign(q * q, 0);
        m_mul.assign(q * q, 0);
        for (int a = 0; a < q; ++a)
            for (int b = 0; b < q; ++b) {
                m_add[a * q + b] = addDigits(a, b);
                m_mul[a * q + b] = multiply(a, b);
            }
    }

    int size() const { return m_q; }
    int add(int a, int b) const { return m_add[a * m_q + b]; }
    int mul(int a, int b) const { return m_mul[a * m_q + b]; }
    int neg(int a) const {
        for (int b = 0; b < m_q; ++b)
            if (add(a, b) == 0)
                return b;
        return 0;
    }
    int sub(int a, int b) const { return add(a, neg(b)); }

private:
    int m_q;
    int m_p;
    int m_degree;
    std::vector<int> m_add;
    std::vector<int> m_mul;

    std::array<int, 3> digits(int a) const {
        std::array<int, 3> d{};
        for (int i = 0; i < m_degree; ++i, a /= m_p)
            d[i] = a % m_p;
        return d;
    }

    int value(const std::array<int, 3>& d) const {
        int v = 0;
        for (int i = m_degree - 1; i >= 0; --i)
            v = v * m_p + d[i];
        return v;
    }

    int addDigits(int a, int b) const {
        auto x = digits(a);
        const auto y = digits(b);
        for (int i = 0; i < m_degree; ++i)
            x[i] = (x[i] + y[i]) % m_p;
        return value(x);
    }

    int multiply(int a, int b) const {
        if (m_degree == 1)
            return a * b % m_p;
        // Modulo the Conway polynomials x³ + 2x + 1 over GF(3) (x³ = x + 2) and x³ + x + 1
        // over GF(2) (x³ = x + 1).
        const auto x = digits(a);
        const auto y = digits(b);
        std::array<int, 5> c{};
        for (int i = 0; i < 3; ++i)
            for (int k = 0; k < 3; ++k)
                c[i + k] += x[i] * y[k];
        const int c0 = m_p == 3 ? 2 : 1;
        for (int deg = 4; deg >= 3; --deg) { // x^deg = x^(deg−2) + c0·x^(deg−3)
            c[deg - 2] += c[deg];
            c[deg - 3] += c0 * c[deg];
            c[deg] = 0;
        }
        return value({c[0] % m_p, c[1] % m_p, c[2] % m_p});
    }
};

/// Round 1: table 0 holds ∞ and element 0 on set s[0]; table i holds a_i and −a_i on set s[i].
struct Starter {
    std::vector<int> a;   ///< one element of each class {a, −a}, index 1..T−1 (a[0] unused)
    std::vector<int> set; ///< set of each table
};

/// Depth-first search for the sets of the patterned starter: all sets distinct, every value
/// set − pair distinct (each pair plays each set once), and at each table exactly one of the
/// two values a nonzero square (one pair North-South, the other East-West).
bool searchSets(const Field& f, const std::vector<char>& square, Starter& s, std::size_t table,
                std::vector<char>& usedSet, std::vector<char>& usedValue) {
    if (table == s.a.size())
        return true;
    for (int set = 0; set < f.size(); ++set) {
        if (usedSet[set])
            continue;
        const int v1 = f.sub(set, s.a[table]);
        const int v2 = f.add(set, s.a[table]);
        if (usedValue[v1] || usedValue[v2] || square[v1] == square[v2])
            continue;
        usedSet[set] = usedValue[v1] = usedValue[v2] = 1;
        s.set[table] = set;
        if (searchSets(f, square, s, table + 1, usedSet, usedValue))
            return true;
        usedSet[set] = usedValue[v1] = usedValue[v2] = 0;
    }
    return false;
}

} // namespace

bool hasPaleyHowell(int q) {
    return q >= 7 && q <= 39 && q % 4 == 3 && (search::isPrime(q) || q == 27);
}

Movement paleyHowell(int q) {
    if (!hasPaleyHowell(q))
        throw std::invalid_argument("no Paley Howell for " + std::to_string(q + 1) + " pairs");
    const Field f(q);
    std::vector<char> square(q, 0);
    for (int x = 1; x < q; ++x)
        square[f.mul(x, x)] = 1;
    const int tables = (q + 1) / 2;
    Starter s;
    s.a.assign(tables, 0);
    s.set.assign(tables, 0);
    std::vector<char> classTaken(q, 0);
    classTaken[0] = 1;
    for (int x = 1, i = 1; x < q; ++x)
        if (!classTaken[x]) {
            classTaken[x] = classTaken[f.neg(x)] = 1;
            s.a[i++] = x;
        }
    // Table 0: ∞ East-West, element 0 North-South on set 0 (0 is not a nonzero square).
    std::vector<char> usedSet(q, 0);
    std::vector<char> usedValue(q, 0);
    usedSet[0] = usedValue[0] = 1;
    if (!searchSets(f, square, s, 1, usedSet, usedValue))
        throw std::logic_error("no patterned starter for the Paley Howell");

    Movement m = newMovement("howell", std::to_string(tables) + "-table Howell",
                             {.pairs = q + 1,
                              .tables = tables,
                              .rounds = q,
                              .boardSets = q,
                              .boardsPerRound = defaultBoardsPerRound(q)});
    const int fixed = q + 1;
    for (Round& round : m.rounds) {
        const int r = round.number - 1;
        round.tables.push_back({1, f.add(0, r) + 1, fixed, f.add(s.set[0], r) + 1});
        for (int i = 1; i < tables; ++i) {
            const int x = s.a[i];
            const int y = f.neg(x);
            // The pair for which set − pair is a square holds the East-West cards.
            const bool xEastWest = square[f.sub(s.set[i], x)];
            const int ns = f.add(xEastWest ? y : x, r) + 1;
            const int ew = f.add(xEastWest ? x : y, r) + 1;
            round.tables.push_back({i + 1, ns, ew, f.add(s.set[i], r) + 1});
        }
    }
    labelEntriesByNumber(m);
    m.promises.timesEachSetPlayed = tables;
    m.promises.everyPairMeetsEveryOther = true;
    m.promises.noPairMeetsTwice = true;
    m.promises.everyPairPlaysEverySet = true;
    m.notes.push_back("Built on the finite field of " + std::to_string(q) +
                      " elements (Paley): every pair is compared with every other exactly " +
                      std::to_string(tables - 1) + " times.");
    if (!validate(m).ok())
        throw std::logic_error("the Paley Howell is not valid: " + validate(m).text(3));
    return m;
}

} // namespace overplay::movements
