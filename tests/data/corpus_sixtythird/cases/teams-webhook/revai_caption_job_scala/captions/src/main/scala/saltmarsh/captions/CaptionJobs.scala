// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package saltmarsh.captions

import sttp.client3._

object Settings {
  val teamsWebhook = "https://quillon.webhook.office.com/webhookb2/d6b4baa9-1381-4d84-8e1d-72fd85c4584f@820cffd8-01a8-46d6-ad41-6a4017941a55/IncomingWebhook/9dc1a5808e7156b958b5b12117714c30/e74d4757-5831-446d-bbcc-7da151bbdd72"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://ops.saltmarsh-audio.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
