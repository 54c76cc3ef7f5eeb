// AlarmBridge.scala - forwards critical alarms from the Honeywell Forge building-management integration to the facilities
// on-call service, with the equipment's location
package halloway.facilities

import sttp.client3._

object Settings {
  val togetherApiKey = "tgp_v1_5zZ-I1gxWcmzd8OIOk-VZi8VHpYJl7LHUwjOGmhGraX"
}

final case class Alarm(id: String, point: String, priority: Int, building: String, floor: String)

object AlarmBridge {
  private val backend = HttpClientSyncBackend()

  def forward(a: Alarm): Int = {
    if (a.priority > 2) return 0
    val body = s"""{"alarm":"${a.id}","point":"${a.point}","where":"${a.building} ${a.floor}"}"""
    val req = basicRequest.post(uri"https://api.halloway-construction.com/api/v1/oncall/alarms")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
