// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package redkite.captions

import sttp.client3._

object Settings {
  val twilioApiKey = "SK3746f312eeb90d2bed636033918bab79"
  val twilioApiSecret = sys.env("TWILIO_API_KEY_SECRET")
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://pipeline.redkite-post.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
