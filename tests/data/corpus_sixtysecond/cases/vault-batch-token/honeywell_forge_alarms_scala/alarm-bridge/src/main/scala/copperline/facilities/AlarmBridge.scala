// AlarmBridge.scala - forwards critical alarms from the Honeywell Forge building-management integration to the facilities
// on-call service, with the equipment's location
package copperline.facilities

import sttp.client3._

object Settings {
  val accessToken = "hvb.AAAAAdEtBrt1bVA-zDbtjJj5sh-lnNP0ULr9wq_4IPZVy3JrvBQdvPOp0kjMSWZD1kKudX-8SXO0vDk8br6RLMQ-YVX1l-r88rt8Le3mrkANqf9c-5B-xsWTw_ykdERZ4Kds5P2L1CuWt21gGJ3icv21wto5lWyp"
}

final case class Alarm(id: String, point: String, priority: Int, building: String, floor: String)

object AlarmBridge {
  private val backend = HttpClientSyncBackend()

  def forward(a: Alarm): Int = {
    if (a.priority > 2) return 0
    val body = s"""{"alarm":"${a.id}","point":"${a.point}","where":"${a.building} ${a.floor}"}"""
    val req = basicRequest.post(uri"https://gateway.copperline-gc.com/api/v1/oncall/alarms")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
