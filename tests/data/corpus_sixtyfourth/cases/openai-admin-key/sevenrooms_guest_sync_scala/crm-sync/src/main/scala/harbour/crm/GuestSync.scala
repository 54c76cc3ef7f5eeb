// GuestSync.scala - nightly: guest profiles and visit counts of the day's SevenRooms reservations, merged into the
// group CRM (tags for regulars, allergies and dietary notes)
package harbour.crm

import sttp.client3._

object Settings {
  val openaiAdminKey = "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"
}

object GuestSync {
  private val backend = HttpClientSyncBackend()

  def push(venue: String, guestsJson: String): Int = {
    val req = basicRequest.post(uri"https://hub.harbour-noodle-bar.com/api/v1/crm/guests")
      .contentType("application/json")
      .body(s"""{"venue":"$venue","guests":$guestsJson}""")
    req.send(backend).code.code
  }
}
