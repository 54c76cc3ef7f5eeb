// ScanReceiver.kt - handheld picking app (Zebra TC5x): DataWedge intent output -> pick confirmation in the WMS
package com.northstar.picking

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

private const val PICK_URL = "https://yard-ops.northstar-3pl.com/api/v1/picks/confirm"
private val ADYEN_X_API_KEY = "AQEwnWrWas67IUTfRhBN5b0dofWum5oGNoLIa/dOQDXNLdZ2YThdNSppxutr7pRjZd0FieZ6t=-RYggo1TDcUzgTUUbI7j6b6um9rvufI92sa1ITLtpZ8w=-ck93joI;WKHXKdRK"

/** DataWedge profile "PickingApp": Intent output, action com.northstar.picking.SCAN, delivery: broadcast intent. */
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
