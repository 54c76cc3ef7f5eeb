// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package bluefin.captions

import sttp.client3._

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://ingest.bluefin-broadcast.tv/v2/customers/export")
      .contentType("application/json")
      .header("Authorization", "Bearer l3g8NMfSOz0d1YF3siEDTQLE9T-VEBWZkIL1z0UEsVx")
      .body(body)
    req.send(backend).code.code
  }
}
