// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/StrataDialog.h"
#include "app/console/DialogButtons.h"

#include "app/console/ConsoleText.h"

#include "core/Error.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <set>

namespace overplay::app {

StrataDialog::StrataDialog(const db::EventStore& store, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Stratification"));
    const core::Strata strata = store.info().strata;
    m_strata = new QLineEdit;
    QStringList specs;
    for (const std::string& spec : core::strataSpecs(strata))
        specs << qs(spec);
    m_strata->setText(specs.join(QLatin1Char(' ')));
    m_strata->setPlaceholderText(tr("A B<2000 C<500 (blank: not stratified)"));
    m_rule = new QComboBox;
    m_rule->addItem(tr("the players' average"));
    m_rule->addItem(tr("the higher of the players"));
    m_rule->setCurrentIndex(strata.figure == core::StratumFigure::Higher ? 1 : 0);

    // Every player once, in the order the entries list them.
    const std::map<std::string, double> ratings = store.ratings();
    std::vector<std::string> names;
    std::set<std::string> seen;
    for (const auto& section : store.sections())
        for (const db::Entry& e : store.entriesOf(section.letter))
            for (const std::string& name : e.players)
                if (seen.insert(name).second)
                    names.push_back(name);
    m_table = new QTableWidget(static_cast<int>(names.size()), 2);
    m_table->setHorizontalHeaderLabels({tr("Player"), tr("Figure")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    for (std::size_t i = 0; i < names.size(); ++i) {
        auto* name = new QTableWidgetItem(qs(names[i]));
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(static_cast<int>(i), 0, name);
        const auto it = ratings.find(names[i]);
        m_table->setItem(
            static_cast<int>(i), 1,
            new QTableWidgetItem(it == ratings.end() ? QString() : QString::number(it->second)));
    }

    auto* about = new QLabel(
        tr("Stratum A is open to every pair; each later stratum admits the pairs whose figure "
           "(their players' master points or grade) is below its limit, and ranks them among "
           "themselves. A pair with a player without a figure stays in A."));
    about->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Strata:"), m_strata);
    form->addRow(tr("A pair's &figure:"), m_rule);
    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #a00000;"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addWidget(m_table);
    layout->addWidget(m_problem);
    layout->addWidget(okCancel(this));
    resize(460, 520);
}

core::Strata StrataDialog::strata() const {
    const QStringList specs = m_strata->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (specs.isEmpty())
        return {};
    std::vector<std::string> text;
    for (const QString& spec : specs)
        text.push_back(spec.toStdString());
    return core::readStrata(text, m_rule->currentIndex() == 1 ? core::StratumFigure::Higher
                                                              : core::StratumFigure::Average);
}

std::map<std::string, std::optional<double>> StrataDialog::figures() const {
    std::map<std::string, std::optional<double>> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const std::string name = m_table->item(row, 0)->text().toStdString();
        const QString text = m_table->item(row, 1)->text().trimmed();
        if (text.isEmpty()) {
            out[name] = std::nullopt;
            continue;
        }
        bool ok = false;
        const double figure = text.toDouble(&ok);
        if (!ok || figure < 0 || !std::isfinite(figure))
            throw core::InputError(name + "'s figure '" + text.toStdString() +
                                   "' is not a number from 0");
        out[name] = figure;
    }
    return out;
}

QString StrataDialog::problem() const {
    return m_problem->text();
}

void StrataDialog::accept() {
    try {
        strata();
        figures();
    } catch (const core::InputError& e) {
        // The dialog stays open on what to mend.
        m_problem->setText(QString::fromUtf8(e.what()));
        return;
    }
    QDialog::accept();
}

} // namespace overplay::app
