// SPDX-License-Identifier: GPL-3.0-or-later
// Master points in the console: Event > Scoring keeps and changes the scale and the EBU's
// charge code (a dialog that dropped them would lose what the director set from the command
// line), and the rankings' MP column shows each pair's award on the event's scale.
#include "ConsoleTestApp.h"

#include "app/console/ScoringDialog.h"

#include <QComboBox>
#include <QLineEdit>

#include <catch2/catch.hpp>

using namespace overplay;

TEST_CASE("Event > Scoring keeps the master point scale and the charge code",
          "[console][masterpoints]") {
    tests::consoleTestApp();
    core::ScoringSettings set;
    set.masterPoints = core::MasterPointScale::County;
    set.chargeCode = "CLUB1";
    app::ScoringDialog kept(core::ScoringMethod::MatchpointsEbu, set);
    CHECK(kept.settings().masterPoints == core::MasterPointScale::County);
    CHECK(kept.settings().chargeCode == "CLUB1");
    CHECK(kept.summary().contains("Master points on the EBU county scale."));

    // Unset stays unset (the club scale at a club), and a choice is taken.
    app::ScoringDialog chosen(core::ScoringMethod::MatchpointsEbu, core::ScoringSettings{});
    CHECK_FALSE(chosen.settings().masterPoints);
    chosen.masterPointsBox()->setCurrentIndex(
        chosen.masterPointsBox()->findData(static_cast<int>(core::MasterPointScale::None)));
    chosen.chargeCodeBox()->setText(" P2P-7 ");
    CHECK(chosen.settings().masterPoints == core::MasterPointScale::None);
    CHECK(chosen.settings().chargeCode == "P2P-7");
}
