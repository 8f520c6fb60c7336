#include "editor/ValidationPanel.h"

#include "board/CellName.h"
#include "board/EngineText.h"
#include "editor/LevelEditDocument.h"
#include "engine/rules/Catalogue.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>

namespace ff::editor {

namespace {

std::optional<std::size_t> indexIn(const QString& s)
{
    bool ok = false;
    const qulonglong v = s.toULongLong(&ok);
    return ok ? std::optional<std::size_t>(static_cast<std::size_t>(v)) : std::nullopt;
}

} // namespace

ValidationPanel::ValidationPanel(LevelEditDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), summary_(new QLabel(this)),
      drop_(new QPushButton(tr("Drop the Stored Solution"), this)), list_(new QListWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    summary_->setWordWrap(true);
    // Room for two lines: a wrapped label in a dock does not grow by itself.
    summary_->setMinimumHeight(summary_->fontMetrics().lineSpacing() * 2 + 4);
    layout->addWidget(summary_);
    drop_->setObjectName(QStringLiteral("dropSolution"));
    drop_->setToolTip(tr("Remove the stored solution from the level (one undo step). Verify finds a new "
                         "one to store."));
    layout->addWidget(drop_, 0, Qt::AlignLeft);
    connect(drop_, &QPushButton::clicked, document_, &LevelEditDocument::dropSolution);
    list_->setWordWrap(true);
    list_->setAlternatingRowColors(true);
    layout->addWidget(list_, 1);
    connect(list_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { activate(list_->row(item)); });
    connect(list_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { activate(list_->row(item)); });
    connect(document_, &LevelEditDocument::levelChanged, this, &ValidationPanel::refresh);
    refresh();
}

int ValidationPanel::problemCount() const
{
    return list_->count();
}

QString ValidationPanel::storedSolutionFailsText()
{
    return tr("The stored solution no longer solves the level. Find one with Verify and store it, or "
              "change the level back.");
}

QString ValidationPanel::problemText(int row) const
{
    const QListWidgetItem* item = list_->item(row);
    return item ? item->text() : QString();
}

void ValidationPanel::activate(int row)
{
    const std::vector<ff::Problem>& problems = document_->problems();
    if (document_->solutionFails() && row == 0) {
        emit fieldActivated(QStringLiteral("solution"));
        return;
    }
    if (row < 0 || static_cast<std::size_t>(row) >= problems.size())
        return;
    const ff::Problem& p = problems[static_cast<std::size_t>(row)];
    if (const auto cell = cellOf(document_->level(), p.path)) {
        emit cellActivated(QPoint(cell->x, cell->y));
        return;
    }
    const QString field = fieldOf(p.path);
    if (!field.isEmpty())
        emit fieldActivated(field);
}

void ValidationPanel::refresh()
{
    const std::vector<ff::Problem>& problems = document_->problems();
    list_->clear();
    for (const ff::Problem& p : problems) {
        auto* item = new QListWidgetItem(rowText(p), list_);
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        item->setToolTip(QString::fromStdString(p.path.empty() ? p.message : p.path + ": " + p.message));
    }
    if (document_->solutionFails()) {
        auto* item = new QListWidgetItem(storedSolutionFailsText(), list_);
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        summary_->setText(tr("<b>The level is valid</b>, but its stored solution no longer solves it."));
        summary_->setStyleSheet("color: #b36b00;");
    } else if (problems.empty()) {
        summary_->setText(tr("<b>No problems.</b> The level is valid."));
        summary_->setStyleSheet("color: #2e7d32;");
    } else {
        const int n = static_cast<int>(problems.size());
        summary_->setText((n == 1 ? tr("<b>1 problem.</b>") : tr("<b>%1 problems.</b>").arg(n)) +
                          QLatin1Char(' ') +
                          tr("Click one to see where it is. Until they are fixed the level can only be saved "
                             "as a draft."));
        summary_->setStyleSheet("color: #b3261e;");
    }
    drop_->setVisible(document_->solutionMisfits());
}

QString ValidationPanel::rowText(const ff::Problem& problem) const
{
    QString text = ui::EngineText::authorProblem(problem);
    const ff::Level& level = document_->level();
    if (problem.code != "solution-mismatch" || problem.args.size() < 4 || !level.solution)
        return text;
    const std::optional<ff::PieceKind> kind = ff::kindFromName(problem.args[0]);
    const std::optional<ff::Side> side = ff::sideFromName(problem.args[1]);
    if (!kind || !side ||
        QString::fromStdString(problem.args[2]).toInt() <= QString::fromStdString(problem.args[3]).toInt())
        return text;
    const ff::PieceType type = ff::pieceTypeOf(*kind, *side);
    QStringList cells;
    for (const ff::Placement& p : *level.solution)
        if (ff::pieceTypeOf(p.kind, p.side) == type)
            cells << ui::cellName(p.at);
    if (cells.isEmpty())
        return text;
    return text + QLatin1Char(' ') +
           (cells.size() == 1 ? tr("It places it on %1.") : tr("It places them on %1."))
               .arg(cells.join(QStringLiteral(", ")));
}

std::optional<ff::Cell> ValidationPanel::cellOf(const ff::Level& level, const std::string& path)
{
    const QString s = QString::fromStdString(path);
    static const QRegularExpression piece(
        QStringLiteral(R"(^pieces\[(\d+)\](?:\.cells\[(\d+)\]|\.(\w+))?$)"));
    static const QRegularExpression listed(
        QStringLiteral(R"(^(board\.void|allowed|solution)\[(\d+)\](?:\.at)?$)"));
    if (auto m = piece.match(s); m.hasMatch()) {
        const auto i = indexIn(m.captured(1));
        if (!i || *i >= level.pieces.size())
            return std::nullopt;
        const ff::Piece& pc = level.pieces[*i];
        if (pc.kind != ff::PieceKind::Blood)
            return pc.at;
        const auto j = m.captured(2).isEmpty() ? std::optional<std::size_t>(0) : indexIn(m.captured(2));
        if (!j || *j >= pc.cells.size())
            return std::nullopt;
        return pc.cells[*j];
    }
    if (s == QLatin1String("monster") || s.startsWith(QLatin1String("monster.")))
        return level.monsterAt;
    if (s == QLatin1String("board.exit"))
        return level.board.exit();
    if (s == QLatin1String("board.entrance"))
        return level.board.entrance();
    if (auto m = listed.match(s); m.hasMatch()) {
        const auto k = indexIn(m.captured(2));
        if (!k)
            return std::nullopt;
        const QString list = m.captured(1);
        if (list == QLatin1String("board.void") && *k < level.board.voids().size())
            return level.board.voids()[*k];
        if (list == QLatin1String("allowed") && level.allowed && *k < level.allowed->size())
            return (*level.allowed)[*k];
        if (list == QLatin1String("solution") && level.solution && *k < level.solution->size())
            return (*level.solution)[*k].at;
    }
    return std::nullopt;
}

QString ValidationPanel::fieldOf(const std::string& path)
{
    const QString s = QString::fromStdString(path);
    const QString head = s.section(QRegularExpression(QStringLiteral(R"([.\[])")), 0, 0);
    for (const char* field :
         {"id", "title", "author", "week", "difficulty", "hint", "inventory", "solution"}) {
        if (head == QLatin1String(field) || head == QLatin1String(field) + QLatin1String("_i18n"))
            return QString::fromLatin1(field);
    }
    if (head == QLatin1String("rules"))
        return QStringLiteral("goal");
    return QString();
}

} // namespace ff::editor
