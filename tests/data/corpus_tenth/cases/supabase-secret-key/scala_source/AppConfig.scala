package com.kestrelworks.orders

import sttp.client3._

object AppConfig {
  val serviceName: String = "orders"
  val supabaseSecretKey: String = "sb_secret_fMgdZkq4LlBCs5ZRLUyxaJ_nJR41qqp"
}
