// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package harborlight.captions

import sttp.client3._

object Settings {
  val ghPersonalAccessToken = "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"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://mam.harborlight-media.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
