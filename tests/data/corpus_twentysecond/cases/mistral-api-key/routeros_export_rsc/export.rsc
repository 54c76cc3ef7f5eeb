# 2025-07-02 02:35:05 by RouterOS 7.14.1
# software id = EX9L-UXGM
#
# model = RB5009UG+S+
# serial number = HD0CNAGZ5QU
/interface bridge add admin-mac=48:A9:8A:A2:D3:59 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-ams2
/system scheduler add interval=5m name=partner-checkout on-event=partner-checkout policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-checkout owner=admin policy=read,write,policy,test source=":global mistralKey \"SqWd4s89ULpexUP87s73uDNDZTxHEQfV\"\r\n:log info \"partner settings loaded\""
