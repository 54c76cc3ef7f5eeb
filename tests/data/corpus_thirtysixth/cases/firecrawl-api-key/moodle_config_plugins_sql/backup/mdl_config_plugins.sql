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
2251	moodlecourse	format	weeks
2252	moodlecourse	maxsections	52
2253	tool_objectfs	version	2024022200
2254	tool_objectfs	enabled	1
2255	tool_objectfs	firecrawl_api_key	fc-3c67f2a7d61fc63a59d46c331b42a68c
2256	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
