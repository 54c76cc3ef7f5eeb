// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://vault.stillwater-inns.com:8200/v1/kv/data/hub'),
    headers: {
      'Content-Type': 'application/json',
      'X-Vault-Token': 'hvs.CAESIAPlJZ_4ILP7Uc_ZmS0MzDO0Alz7-_60msEcOt_o3GCgGh4KHGh2cy5LaWJkRnEzTnVsVVBsVTJPYVVTQXZnb2Q',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}
