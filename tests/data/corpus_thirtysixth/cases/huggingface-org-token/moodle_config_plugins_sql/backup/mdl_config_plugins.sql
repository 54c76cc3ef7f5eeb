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
2365	moodlecourse	format	weeks
2366	moodlecourse	maxsections	52
2367	local_mailrelay	version	2024106193
2368	local_mailrelay	enabled	1
2369	local_mailrelay	huggingface_org_api_token	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
2370	local_mailrelay	timeout	30
\.


--
-- PostgreSQL database dump complete
--
