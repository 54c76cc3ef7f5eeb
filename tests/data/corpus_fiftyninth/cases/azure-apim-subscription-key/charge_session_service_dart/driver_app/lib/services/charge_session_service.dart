// charge_session_service.dart - driver app: start/stop a charging session through the CPO back-end, poll its kWh

import 'dart:convert';

import 'package:http/http.dart' as http;

class ChargeSessionService {
  static const _api = 'https://app-api.kestrel-renewables.com/v2';

  Future<String> start(String evseId, String idToken) async {
    final res = await http.post(Uri.parse('$_api/sessions'), headers: {'Content-Type': 'application/json'},
        body: jsonEncode({'evse_id': evseId, 'id_token': idToken}));
    return jsonDecode(res.body)['session_id'] as String;
  }

  Future<void> report(String sessionId, double kwh) async {
    await http.post(Uri.parse('https://westeurope.api.cognitive.microsoft.com/language/:analyze-text?api-version=2023-04-01'),
        headers: {'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': '552c80f62deceba311c6b2fd8c7f40ea'},
        body: jsonEncode({'session_id': sessionId, 'kwh': kwh}));
  }
}
