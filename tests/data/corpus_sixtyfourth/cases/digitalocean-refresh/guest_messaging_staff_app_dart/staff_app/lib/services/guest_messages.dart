// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

const refreshToken = 'dor_v1_82db7c8fb6029c38a914b566d45ad8a9f787684987ec12a5bdb87e4098e67431';

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://integrations.copperbeech-hotels.co.uk/api/v1/guest-messaging/threads'),
    headers: {
      'Content-Type': 'application/json',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}
