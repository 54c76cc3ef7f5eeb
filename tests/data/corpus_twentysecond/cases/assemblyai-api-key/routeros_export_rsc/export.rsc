# 2025-07-07 17:55:30 by RouterOS 7.16.1
# software id = D33N-NRHJ
#
# model = RB5009UG+S+
# serial number = HD0OVUMY0B4
/interface bridge add admin-mac=48:A9:8A:3F:91:76 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-ams2
/system scheduler add interval=5m name=partner-reports on-event=partner-reports policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-reports owner=admin policy=read,write,policy,test source=":global assemblyaiKey \"96ae7937273d8f883cc204c257edc22e\"\r\n:log info \"partner settings loaded\""
