// ScanReceiver.kt - handheld picking app (Zebra TC5x): DataWedge intent output -> pick confirmation in the WMS
package com.cobaltroute.picking

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

private const val PICK_URL = "https://booking-engine.cobaltroute.io/api/v1/picks/confirm"
private val FIREBASE_MESSAGING_SENDER_ID = "561922856809"

/** DataWedge profile "PickingApp": Intent output, action com.cobaltroute.picking.SCAN, delivery: broadcast intent. */
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
