# 2025-07-10 15:49:09 by RouterOS 7.16.0
# software id = TQQC-7R2C
#
# model = RB5009UG+S+
# serial number = HD0WU0TJLZK
/interface bridge add admin-mac=48:A9:8A:B2:17:8B auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-fra3
/system scheduler add interval=5m name=partner-reports on-event=partner-reports policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-reports owner=admin policy=read,write,policy,test source=":global accessToken \"NRII-y1J8MzI3al1Gm2aQpSb79l0dGUlBFws5\"\r\n:log info \"partner settings loaded\""
