# 2025-07-14 22:45:25 by RouterOS 7.15.2
# software id = HI4I-X859
#
# model = RB5009UG+S+
# serial number = HD003MM1C6E
/interface bridge add admin-mac=48:A9:8A:BC:8C:D5 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-lhr1
/system scheduler add interval=5m name=partner-ingest on-event=partner-ingest policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-ingest owner=admin policy=read,write,policy,test source=":global githubToken \"ghs_Jgbr6Euv1p1DRsZPvDevKJDJaJH0d02LzieN\"\r\n:log info \"partner settings loaded\""
