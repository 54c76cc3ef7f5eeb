[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,JIRA_EMAIL=ci-bot@kestrelworks.io,ATLASSIAN_API_TOKEN=ATATT3xFfGF0upIAESIv1Q89UdY9A93ahCvspZzv-VjKKcq0uzyIqqh7RvG4zn_ndIqmK54p7la0cYoGoCDqRlYTPH6BLtzbq-QxnWq4K3FlrfdOc1P5HC92UzDc7wFo9nKSeYv5uDTdQjdNcy-5Ksjs7QQVGW2iK9V7A4cjd5MgGs6pGrsjk2X=4F574F38
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Webhooks ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
