// AlarmBridge.scala - forwards critical alarms from the Honeywell Forge building-management integration to the facilities
// on-call service, with the equipment's location
package halloway.facilities

import sttp.client3._

object Settings {
  val originCaKey = "v1.0-827c93747e6de1766f737d9c-59ee17430ef75f0be6810e43c83a0027768b9388763c6ebf8f6278909934a1466307d6accfccf5158b76e1cafa3aefd4e04057b2f6658b2bab0a337e3469d0ef559da1980b32789068"
}

final case class Alarm(id: String, point: String, priority: Int, building: String, floor: String)

object AlarmBridge {
  private val backend = HttpClientSyncBackend()

  def forward(a: Alarm): Int = {
    if (a.priority > 2) return 0
    val body = s"""{"alarm":"${a.id}","point":"${a.point}","where":"${a.building} ${a.floor}"}"""
    val req = basicRequest.post(uri"https://internal-api.halloway-construction.com/api/v1/oncall/alarms")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
