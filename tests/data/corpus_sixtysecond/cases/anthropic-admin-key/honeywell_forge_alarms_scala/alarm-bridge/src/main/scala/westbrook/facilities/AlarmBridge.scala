// AlarmBridge.scala - forwards critical alarms from the Honeywell Forge building-management integration to the facilities
// on-call service, with the equipment's location
package westbrook.facilities

import sttp.client3._

object Settings {
  val anthropicAdminApiKey = "sk-ant-admin01-0W2j6IG-9cmefnOjK6MnMrr1AD9NKdlLxbNrADl4FFjV3hBV7yVKI3XzmLg3rRLQ9VMQLt6oVUjolGeuRK6MbsrGwTQcOAA"
}

final case class Alarm(id: String, point: String, priority: Int, building: String, floor: String)

object AlarmBridge {
  private val backend = HttpClientSyncBackend()

  def forward(a: Alarm): Int = {
    if (a.priority > 2) return 0
    val body = s"""{"alarm":"${a.id}","point":"${a.point}","where":"${a.building} ${a.floor}"}"""
    val req = basicRequest.post(uri"https://gateway.westbrook-residential.com/api/v1/oncall/alarms")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
