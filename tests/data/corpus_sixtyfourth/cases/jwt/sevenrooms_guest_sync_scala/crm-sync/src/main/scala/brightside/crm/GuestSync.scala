// GuestSync.scala - nightly: guest profiles and visit counts of the day's SevenRooms reservations, merged into the
// group CRM (tags for regulars, allergies and dietary notes)
package brightside.crm

import sttp.client3._

object Settings {
  val jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGQ0NTRhZC1kODFlLTRiY2MtODZlZC1lZWJmOTE1MWQ2N2UiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTcxNDE2Mzg1MSwiZXhwIjoxNzE0MTY3NDUxLCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.xom5cMaULN2GvAt_vzshh6l_zazvycZH8BVPNM15vYM"
}

object GuestSync {
  private val backend = HttpClientSyncBackend()

  def push(venue: String, guestsJson: String): Int = {
    val req = basicRequest.post(uri"https://services.brightside-kitchens.com/api/v1/crm/guests")
      .contentType("application/json")
      .body(s"""{"venue":"$venue","guests":$guestsJson}""")
    req.send(backend).code.code
  }
}
