// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package saltmarsh.captions

import sttp.client3._

object Settings {
  val airtablePat = "patNK2fG1ZvaL2JWy.e26f438113680f931a09c27ddc2f0254be2cbaa783553f60e5c07bf34e020480"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://api.saltmarsh-audio.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
