// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package saltmarsh.captions

import sttp.client3._

object Settings {
  val sendgridApiKey = "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"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://mam.saltmarsh-audio.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
