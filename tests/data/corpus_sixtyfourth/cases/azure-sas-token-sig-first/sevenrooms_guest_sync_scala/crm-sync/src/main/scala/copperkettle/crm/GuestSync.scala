// GuestSync.scala - nightly: guest profiles and visit counts of the day's SevenRooms reservations, merged into the
// group CRM (tags for regulars, allergies and dietary notes)
package copperkettle.crm

import sttp.client3._

object Settings {
  val blobSasUrl = "https://tessbackups.blob.core.windows.net/backups/db.bak?sig=[REDACTED]&st=2024-01-01T00%3A00%3A00Z&se=2025-02-16T21%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"
}

object GuestSync {
  private val backend = HttpClientSyncBackend()

  def push(venue: String, guestsJson: String): Int = {
    val req = basicRequest.post(uri"https://ops.copperkettle-restaurants.com/api/v1/crm/guests")
      .contentType("application/json")
      .body(s"""{"venue":"$venue","guests":$guestsJson}""")
    req.send(backend).code.code
  }
}
