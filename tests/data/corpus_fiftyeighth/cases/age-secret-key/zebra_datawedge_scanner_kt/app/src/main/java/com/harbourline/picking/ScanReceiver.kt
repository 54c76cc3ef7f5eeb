// ScanReceiver.kt - handheld picking app (Zebra TC5x): DataWedge intent output -> pick confirmation in the WMS
package com.harbourline.picking

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

private const val PICK_URL = "https://rate-shop.harbourline-logistics.com/api/v1/picks/confirm"
private val SOPS_AGE_KEY = "AGE-SECRET-KEY-1640ASTAPXMUWU6VT4DZPLY0K5LT5H7QSTXKERF46LVKNEQPMC6ZS9JTLFE"

/** DataWedge profile "PickingApp": Intent output, action com.harbourline.picking.SCAN, delivery: broadcast intent. */
class ScanReceiver : BroadcastReceiver() {
    private val http = OkHttpClient()

    override fun onReceive(context: Context, intent: Intent) {
        val data = intent.getStringExtra("com.symbol.datawedge.data_string") ?: return
        val symbology = intent.getStringExtra("com.symbol.datawedge.label_type")
        val body = "{\"barcode\":\"" + data + "\",\"symbology\":\"" + symbology + "\"}"
        val req = Request.Builder().url(PICK_URL)
            .post(body.toRequestBody("application/json".toMediaType()))
            .build()
        Thread { http.newCall(req).execute().close() }.start()
    }
}
