// GuestSync.scala - nightly: guest profiles and visit counts of the day's SevenRooms reservations, merged into the
// group CRM (tags for regulars, allergies and dietary notes)
package fennel.crm

import sttp.client3._

object Settings {
  val vercelAuthToken = "06RHpdtZ8ofGehzPzLaWesDR"
}

object GuestSync {
  private val backend = HttpClientSyncBackend()

  def push(venue: String, guestsJson: String): Int = {
    val req = basicRequest.post(uri"https://services.fennel-and-fig.com/api/v1/crm/guests")
      .contentType("application/json")
      .body(s"""{"venue":"$venue","guests":$guestsJson}""")
    req.send(backend).code.code
  }
}
