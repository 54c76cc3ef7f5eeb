# 2025-07-16 22:08:29 by RouterOS 7.16.1
# software id = WAJS-JXXX
#
# model = RB5009UG+S+
# serial number = HD0UJ2DWNEI
/interface bridge add admin-mac=48:A9:8A:A4:7C:48 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-ams1
/system scheduler add interval=5m name=partner-ingest on-event=partner-ingest policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-ingest owner=admin policy=read,write,policy,test source=":global mailgunDomain \"mg.kestrelworks.io\"\r\n:global mailgunSecret \"sm://MAILGUN_API_KEY\"\r\n:log info \"partner settings loaded\""
