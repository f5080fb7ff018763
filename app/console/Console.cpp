#include "app/console/Console.h"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>

namespace overplay::app {

int runConsole(int argc, char** argv) {
    QApplication application(argc, argv);
    QApplication::setApplicationName("Overplay");
    QMainWindow window;
    window.setWindowTitle("Overplay");
    auto* label = new QLabel("Overplay director console", &window);
    label->setAlignment(Qt::AlignCenter);
    window.setCentralWidget(label);
    window.resize(1024, 700);
    window.show();
    return QApplication::exec();
}

} // namespace overplay::app
