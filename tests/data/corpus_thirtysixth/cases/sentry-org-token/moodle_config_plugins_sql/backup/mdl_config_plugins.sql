--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
1250	moodlecourse	format	weeks
1251	moodlecourse	maxsections	52
1252	local_aiconnect	version	2024071751
1253	local_aiconnect	enabled	1
1254	local_aiconnect	sentry_auth_token	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
1255	local_aiconnect	timeout	30
\.


--
-- PostgreSQL database dump complete
--
