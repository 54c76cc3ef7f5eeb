# Maximo automation script ASSET_METER_SYNC (Jython, launch point: cron task ASSETMETERSYNC)
# posts the latest readings of the transformer meters to the condition-monitoring service
from psdi.server import MXServer
from java.net import URL
from java.io import OutputStreamWriter

mx = MXServer.getMXServer()
MAIL_URL = 'smtp://deploy:MIyLueCRSJP8DhOj0Wb@smtp.orders.larkspur.dev:587/orders'
meters = mx.getMboSet('ASSETMETER', mx.getSystemUserInfo())
meters.setWhere("metername in ('OILTEMP', 'LOADPCT') and siteid = 'GRID'")
rows = []
m = meters.moveFirst()
while m is not None:
    rows.append('{"asset":"%s","meter":"%s","value":"%s"}' % (m.getString('ASSETNUM'), m.getString('METERNAME'), m.getString('LASTREADING')))
    m = meters.moveNext()
meters.close()

conn = URL('https://plant-telemetry.kestrel-renewables.com/api/v1/condition/maximo-meters').openConnection()
conn.setRequestMethod('POST')
conn.setDoOutput(True)
conn.setRequestProperty('Content-Type', 'application/json')
w = OutputStreamWriter(conn.getOutputStream())
w.write('[' + ','.join(rows) + ']')
w.close()
service.log('meter sync: %d rows, HTTP %d' % (len(rows), conn.getResponseCode()))
