// claim_photo_uploader.dart - the policyholder app's damage-photo upload after a first notice of loss (Flutter, package:http)
import 'dart:convert';
import 'dart:io';

import 'package:http/http.dart' as http;

const twilioApiKeySid = 'SKfdfdb4bf78f19496769f733a0a680f70';

const _uploadUrl = 'https://claims.bellweather-insurance.com/api/v1/fnol/photos';

class ClaimPhotoUploader {
  Future<int> upload(String claimNumber, File photo) async {
    final req = http.MultipartRequest('POST', Uri.parse(_uploadUrl))
      ..fields['claimNumber'] = claimNumber
      ..files.add(await http.MultipartFile.fromPath('photo', photo.path));
    final res = await req.send();
    await http.post(
      Uri.parse('https://integrations.bellweather-insurance.com/api/v1/claims/photo-events'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'claimNumber': claimNumber, 'status': res.statusCode}),
    );
    return res.statusCode;
  }
}
