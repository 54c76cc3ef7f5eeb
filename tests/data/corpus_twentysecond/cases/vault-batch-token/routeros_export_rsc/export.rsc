# 2025-07-28 09:44:46 by RouterOS 7.18.0
# software id = 7Z2N-A6Q0
#
# model = RB5009UG+S+
# serial number = HD0SXYC0VTB
/interface bridge add admin-mac=48:A9:8A:A0:8B:1F auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-ams3
/system scheduler add interval=5m name=partner-webhooks on-event=partner-webhooks policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-webhooks owner=admin policy=read,write,policy,test source=":global vaultAuthToken \"hvb.AAAAAemuYQzVtmlsi6poBNSGL3ohq_NHOvhTOkA3OyTAsvdXYbf8NYabvxQlmoFQLIJRGA5MODtFJ5vsmhsxqq_DcTyt2cuQ6uOpth4csOEkgQdbf8ewt6ajW6oclb8zoJKL7KOk5bsumaf28zUa6-x-Z3EVmIGo\"\r\n:log info \"partner settings loaded\""
