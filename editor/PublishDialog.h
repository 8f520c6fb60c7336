// File › Publish… of the level editor: sends the edited level to the hub
// (POST levels, ff::online::HubClient) and shows what the hub answered. It names
// the hub, the player and the level; while the level is on its way a busy bar and
// Cancel show (the call never blocks the editor; it times out by itself). The answer:
// the published level's address in a read-only field with Copy address; a copy of a
// published level with that level's address; a refusal with the hub's problems in the
// editor's own words (HubProblemText, EngineText); a token the hub refused, a
// hub that cannot be reached, is busy or asks to slow down, in HubText's words. The
// document is never changed: the dialog sends a copy of the level's text.
//
// whyNot() is the editor's gate: only a single valid level with something to place and
// a title of its own (ff::publicationProblems) that Verify proved to have exactly one
// solution whose every piece is needed, with a hub and a player set in Settings ›
// Online, may be published.
#pragma once

#include "engine/rules/Level.h"
#include "online/HubClient.h"

#include <QDialog>
#include <QPointer>
#include <QStringList>
#include <QUrl>

class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace ff::editor {

class LevelEditDocument;
class VerifyPanel;

class PublishDialog : public QDialog {
    Q_OBJECT
public:
    enum class State {
        Ready,     // nothing sent yet, or a failure that may go away when sent again
        Sending,   // waiting for the hub
        Published, // the hub took the level
        Refused,   // the hub will not take this level as it is (a copy, problems)
    };

    // Why the level of `document` may not be published now, for the action's tooltip;
    // empty when it may. `hub` and `registered`: the hub set in the settings and
    // whether a player is registered there. `verifyFirst`: a level not verified since
    // its last change counts as one that may be (Publish then verifies it first).
    static QString whyNot(const LevelEditDocument& document, const VerifyPanel& verify, const QUrl& hub,
                          bool registered, bool verifyFirst = false);

    // Publishes `level` at `hub` as the player `player` with `token`.
    PublishDialog(const ff::Level& level, const QUrl& hub, const QString& player, const QString& token,
                  QWidget* parent = nullptr);
    ~PublishDialog() override;

    // Publish: sends the level as it would be saved.
    void publish();
    // Sends the text of any level or pack file without the editor's checks (the hub
    // makes its own); publish() sends the level's text through it.
    void publishDocument(const QByteArray& documentJson);
    // Stops the call in flight (its answer is not waited for).
    void cancel();

    State state() const { return state_; }
    // What the dialog says about the last answer (empty before one).
    QString message() const;
    // The hub's problems with the level, in the editor's words.
    QStringList problems() const { return problems_; }
    // The address shown: the published level's, or the earlier level this one copies;
    // empty when none is shown.
    QString levelAddress() const;
    QPushButton* publishButton() const { return publish_; }
    QPushButton* copyButton() const { return copy_; }
    QPushButton* cancelButton() const { return cancel_; }
    QPushButton* closeButton() const { return close_; }

    // What a failed publication is said as (not for level-refused's problems, which
    // problems() words one by one).
    static QString failureText(const ff::online::HubError& error, const QUrl& hub);

signals:
    // The hub took the level; `address` is where it can be fetched.
    void published(const QUrl& address);

protected:
    void reject() override;

private:
    void finish(const ff::online::HubResult& result);
    void showAddress(const QString& label, const QUrl& address);
    // Makes the dialog tall enough for its wrapped sentences.
    void fitHeight();
    void setState(State state);

    QByteArray document_;
    QString title_;
    ff::online::HubClient* client_;
    QPointer<ff::online::HubCall> call_;
    State state_ = State::Ready;
    QStringList problems_;

    QLabel* status_;
    QProgressBar* busy_;
    QListWidget* problemList_;
    QLabel* addressLabel_;
    QLineEdit* address_;
    QPushButton* copy_;
    QPushButton* publish_;
    QPushButton* cancel_;
    QPushButton* close_;
};

} // namespace ff::editor
