[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,CLOJARS_DEPLOY_TOKEN=CLOJARS_31f28fd433f67026e6a8f64df626a2ada43383607a9dba8fb4a550bc8562
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Ingest ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
